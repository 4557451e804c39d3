import type { TenantConfig, TenantCopies } from '@enlace/shared/domain';

const NO_COPIES: TenantCopies = {
  hero_title_1: null,
  hero_title_2: null,
  hero_text: null,
  hero_btn: null,
  home_title: null,
  home_text_1: null,
  home_text_2: null,
  home_text_3: null,
  home_text_4: null,
  home_text_5: null,
  home_text_6: null,
  volunteer_form_title: null,
};

/** An organisation's configuration as `GET /api/config` answers it, with the names tests look for. */
export function tenantConfig(
  overrides: Partial<Omit<TenantConfig, 'copies'>> & { copies?: Partial<TenantCopies> } = {},
): TenantConfig {
  const { copies, ...rest } = overrides;
  return {
    primary_color: '#0f766e',
    company_name: 'Asociación Vecinal La Trinidad',
    foundation_name: 'Fundación Puente Digital',
    web_url: null,
    assets: {
      folder: 'demo',
      logo_dark: null,
      logo_light: null,
      hero_img: null,
      volunteer_form_img: null,
      favicon: null,
    },
    ...rest,
    copies: { ...NO_COPIES, ...copies },
  };
}
