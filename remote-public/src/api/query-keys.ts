/** The public area's query keys: what a link's code or a sign-in step shows. */
export const queryKeys = {
  pendingAccount: (code: string) => ['users', 'activate', code] as const,
  consent: (code: string) => ['authorized-participation', code] as const,
  signInEnrolment: (mfaToken: string) => ['login_check', 'mfa', 'enrolment', mfaToken] as const,
};
