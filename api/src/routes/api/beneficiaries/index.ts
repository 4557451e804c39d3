import { getBeneficiaries } from './get-beneficiaries';
import { postBeneficiary } from './post-beneficiary';
import { getBeneficiary } from './get-beneficiary';
import { patchBeneficiary } from './patch-beneficiary';
import { deleteBeneficiary } from './delete-beneficiary';
import { exportBeneficiaries } from './export-beneficiaries';

export const beneficiariesRoutes = [
  getBeneficiaries,
  postBeneficiary,
  getBeneficiary,
  patchBeneficiary,
  deleteBeneficiary,
  exportBeneficiaries,
];
