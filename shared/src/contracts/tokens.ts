import { type Static, Type } from '@sinclair/typebox';

/** A session's tokens, as signing in, refreshing and changing one's password answer them. */
export const TokenResponseSchema = Type.Object({
  token: Type.String(),
  refresh_token: Type.String(),
  refresh_token_expiration: Type.Integer(),
});
export type TokenResponse = Static<typeof TokenResponseSchema>;
