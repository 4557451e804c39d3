import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  homeWelcome: 'Welcome',
  homeSignInText: 'If you already have an account, sign in to see your activities.',
  signUp: {
    title: 'Become a volunteer',
    intro:
      'Leave us your details and we will email you a link to activate your account and complete your profile. The organisation will review it before you can sign up to activities.',
  },
  signIn: 'Sign in',
  homeLink: '{{company}} home',
  loginTitle: 'Sign in',
  loginIntro: "Use your account's email address and password.",
  loginSubmit: 'Sign in',
  forgotPasswordLink: 'Forgotten your password?',
  signInStepExpired: 'Too much time has passed since you typed your password. Type it again to sign in.',
  forgotPasswordTitle: 'Recover your password',
  forgotPasswordIntro: 'Enter your email address and we will send you a link to choose a new password.',
  forgotPasswordSubmit: 'Send the link',
  backToLogin: 'Back to sign in',
  retry: 'Retry',
  goHome: 'Go to the home page',
  loading: 'Loading…',
  email: 'Email address',
  password: 'Password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the password',
  passwordHint: 'Between 12 and 64 characters. Avoid well-known passwords or ones you use elsewhere.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
};

export default texts;
