/** A base32 secret in groups of four characters, as the authenticator apps show and people copy it. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
