import { getUserMfa } from './get-user-mfa';
import { deleteUserMfa } from './delete-user-mfa';
import { getActivation } from './get-activation';
import { patchActivation } from './patch-activation';
import { postResetPassword } from './post-reset-password';
import { getResetPassword } from './get-reset-password';
import { patchResetPassword } from './patch-reset-password';
import { getUser } from './get-user';

export const usersRoutes = [
  getUserMfa,
  deleteUserMfa,
  getActivation,
  patchActivation,
  postResetPassword,
  getResetPassword,
  patchResetPassword,
  getUser,
];
