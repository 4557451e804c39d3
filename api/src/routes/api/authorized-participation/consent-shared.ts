/** `{code}` of a consent link: the base64url code the email carries (anything else is 400 before any lookup). */
export const consentCodeParamsSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } },
} as const;
