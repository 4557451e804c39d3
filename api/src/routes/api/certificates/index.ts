import { postMyCertificate } from './post-my-certificate';
import { getMyCertificates } from './get-my-certificates';
import { getMyCertificateFile } from './get-my-certificate-file';
import { postVolunteerCertificate } from './post-volunteer-certificate';
import { getVolunteerCertificates } from './get-volunteer-certificates';
import { getVolunteerCertificateFile } from './get-volunteer-certificate-file';
import { getCertificates } from './get-certificates';

export const certificatesRoutes = [
  postMyCertificate,
  getMyCertificates,
  getMyCertificateFile,
  postVolunteerCertificate,
  getVolunteerCertificates,
  getVolunteerCertificateFile,
  getCertificates,
];
