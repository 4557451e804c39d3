import { postLoginCheck } from './post-login-check';
import { postLoginCheckMfa } from './post-login-check-mfa';
import { postLoginCheckMfaEnrolment } from './post-login-check-mfa-enrolment';

export const loginCheckRoutes = [postLoginCheck, postLoginCheckMfa, postLoginCheckMfaEnrolment];
