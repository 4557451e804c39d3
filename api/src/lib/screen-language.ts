import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statedScreenLanguage } from './mail-i18n';

/**
 * Stores the language the person's screen shows (the request's Accept-Language) as the language of their emails:
 * at sign-up, activation and sign-in (docs/adr/0015-programme-emails.md). A failure is logged: it never stops
 * the person from signing in.
 */
export async function rememberScreenLanguage(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<void> {
  const language = statedScreenLanguage(request.headers['accept-language']);
  if (!language) return;
  try {
    await app.userSettingsRepository.update(request, userId, { language });
  } catch (error) {
    request.log.error({ err: error }, 'screen language not stored');
  }
}
