import { DISPLAY_TIME_ZONE, FALLBACK_LANGUAGE, FORMAT_LOCALES, type SupportedLanguage } from './languages';
import { isSupportedLanguage } from './is-supported-language';

export type DateLength = 'medium' | 'long' | 'full';

/** Dates, times and numbers in one language's conventions. */
export type LocaleFormat = {
  /** The BCP 47 locale the formats use (`es-ES`, `en-GB`, `ca-ES`). */
  locale: string;
  /**
   * A calendar day (`2026-11-22`) or an instant (an ISO timestamp or a Date), as a date. A day is read as that
   * day wherever the browser is; an instant is shown on its day in Spain.
   */
  date: (value: string | Date, length?: DateLength) => string;
  /** An instant's date and time in Spain's time. */
  dateTime: (value: string | Date) => string;
  /** A wall-clock time (`HH:MM`, an intervention's schedule), as the language writes times. */
  time: (value: string) => string;
  number: (value: number) => string;
  /** A wait in words ("15 segundos", "14 minutos"): seconds under a minute, whole minutes (rounded up) above. */
  duration: (seconds: number) => string;
  /**
   * A country's name: in Spanish the register's official name (as the API gives it), in the other languages the
   * browser's name for its ISO code, or the Spanish one when the browser has none.
   */
  country: (country: { iso: string | null; name: string }) => string;
  /** Items joined as the language writes a list ("correo, teléfono y dirección"). */
  list: (items: string[]) => string;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^(\d{2}):(\d{2})/;

function createLocaleFormat(language: SupportedLanguage): LocaleFormat {
  const locale = FORMAT_LOCALES[language];
  // Intl formatters are costly to build: each is made once, on first use, and kept.
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const formatter = (key: string, options: Intl.DateTimeFormatOptions) => {
    let found = formatters.get(key);
    if (!found) {
      found = new Intl.DateTimeFormat(locale, options);
      formatters.set(key, found);
    }
    return found;
  };
  let numbers: Intl.NumberFormat | undefined;
  const units = new Map<string, Intl.NumberFormat>();
  let lists: Intl.ListFormat | undefined;
  // The register's country names are Spanish, the fallback language's.
  const registerNames = language === FALLBACK_LANGUAGE;
  let regions: Intl.DisplayNames | null | undefined;
  const regionName = (iso: string): string | undefined => {
    if (regions === undefined) {
      try {
        regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      } catch {
        regions = null;
      }
    }
    try {
      return regions?.of(iso.toUpperCase()) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    locale,
    date: (value, length = 'medium') =>
      typeof value === 'string' && CALENDAR_DAY.test(value)
        ? formatter(`day-${length}`, { dateStyle: length, timeZone: 'UTC' }).format(
            new Date(`${value}T00:00:00Z`),
          )
        : formatter(`instant-${length}`, { dateStyle: length, timeZone: DISPLAY_TIME_ZONE }).format(
            new Date(value),
          ),
    dateTime: (value) =>
      formatter('date-time', { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(
        new Date(value),
      ),
    time: (value) => {
      const match = WALL_CLOCK.exec(value);
      if (!match) return value;
      return formatter('time', { timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))),
      );
    },
    number: (value) => {
      numbers ??= new Intl.NumberFormat(locale);
      return numbers.format(value);
    },
    duration: (seconds) => {
      const inSeconds = seconds < 60;
      const unit = inSeconds ? 'second' : 'minute';
      let found = units.get(unit);
      if (!found) {
        found = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
        units.set(unit, found);
      }
      return found.format(inSeconds ? Math.max(1, Math.ceil(seconds)) : Math.ceil(seconds / 60));
    },
    country: ({ iso, name }) => (registerNames || !iso ? name : (regionName(iso) ?? name)),
    list: (items) => {
      lists ??= new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
      return lists.format(items);
    },
  };
}

const byLanguage = new Map<string, LocaleFormat>();

/** The formats of a language (the fallback's for an unknown one), built once per language. */
export function localeFormat(language: string): LocaleFormat {
  const supported = isSupportedLanguage(language) ? language : FALLBACK_LANGUAGE;
  let found = byLanguage.get(supported);
  if (!found) {
    found = createLocaleFormat(supported);
    byLanguage.set(supported, found);
  }
  return found;
}
