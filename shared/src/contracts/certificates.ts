import { type Static, type StaticDecode, Type } from '@sinclair/typebox';
import { RESOURCE_ID_PATTERN, SUPPORTED_LANGUAGES } from '../domain/constants';
import { volunteerAreaPageQueryProperties } from './collection';
import { nullableObject, oneOf } from './json-schema';
import { IdInPathSchema, IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// Certificates of volunteering over HTTP (docs/adr/0073-certificates-of-volunteering.md), written once for the API
// and the screens: the same member for the volunteer's own list (`/api/me/certificates`) and for staff's (under
// the volunteer, `/api/volunteers/{id}/certificates`), each at its own address.

/** `{id}` of a volunteer's certificates: the volunteer's. */
export const VolunteerCertificatesParamsSchema = IdParamsSchema;

/** `{file}` of a certificate's PDF: its id and `.pdf`, handed to the handler as the certificate's id. */
const certificateFileInPath = Type.Transform(Type.String({ pattern: `^${RESOURCE_ID_PATTERN}\\.pdf$` }))
  .Decode((file) => Number(file.replace(/\.pdf$/, '')))
  .Encode((id) => `${id}.pdf`);

/** `GET /api/me/certificates/{file}`. */
export const MyCertificateFileParamsSchema = Type.Object({ file: certificateFileInPath });
export type MyCertificateFileParams = StaticDecode<typeof MyCertificateFileParamsSchema>;

/** `GET /api/volunteers/{id}/certificates/{file}`: the volunteer's id and the PDF's. */
export const VolunteerCertificateFileParamsSchema = Type.Object({
  id: Type.Transform(IdInPathSchema)
    .Decode((digits) => Number(digits))
    .Encode((id) => String(id)),
  file: certificateFileInPath,
});
export type VolunteerCertificateFileParams = StaticDecode<typeof VolunteerCertificateFileParamsSchema>;

/** What a certificate answers, but its JSON-LD `@context`. */
const certificateProperties = {
  ...resourceIdentityProperties,
  reference: Type.String({ description: 'La referencia impresa en el certificado (ENL-año-XXXX-XXXX)' }),
  from: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    description: 'Primer día del periodo pedido (incluido); null: desde el principio',
  }),
  to: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    description: 'Último día del periodo pedido (incluido); null: hasta el día de emisión',
  }),
  sessions: Type.Integer(),
  totalMinutes: Type.Integer(),
  /** The language it was issued in: the volunteer's. */
  language: oneOf(SUPPORTED_LANGUAGES),
  sha256: Type.String({ description: 'SHA-256 (hex) del PDF emitido' }),
  issuedAt: Type.String(),
  /** The staff member who issued it; null when the volunteer did. */
  issuedBy: nullableObject(
    Type.Object({
      '@id': Type.String(),
      '@type': Type.String(),
      name: Type.String(),
      surname: Type.String(),
    }),
  ),
  volunteer: Type.Object({
    ...resourceIdentityProperties,
    name: Type.String(),
    surname: Type.String(),
  }),
  file: Type.String({ description: 'La dirección del PDF' }),
};

/** What issuing a certificate answers. */
export const CertificateSchema = Type.Object({ '@context': Type.String(), ...certificateProperties });
export type Certificate = ResourceOf<typeof CertificateSchema>;

/** A certificate inside a list: the same fields, its `@context` described but never sent. */
export const CertificateListItemSchema = Type.Object({
  '@context': Type.Optional(Type.String()),
  ...certificateProperties,
});

/**
 * What `POST /api/me/certificates` and `POST /api/volunteers/{id}/certificates` take: the period, both ends
 * optional (calendar days, both included). JSON types and lengths only; the rules are the shared
 * `certificatePeriodSchema`'s.
 */
export const CertificatePeriodBodySchema = Type.Partial(
  Type.Object({
    from: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 40, examples: ['2026-01-01'] }),
    to: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 40, examples: ['2026-12-31'] }),
  }),
);
export type CertificatePeriodBody = Static<typeof CertificatePeriodBodySchema>;

/** `GET /api/me/certificates` and `GET /api/volunteers/{id}/certificates`: newest first, a page. */
export const CertificateListQuerySchema = Type.Object(volunteerAreaPageQueryProperties);
export type CertificateListQuery = Static<typeof CertificateListQuerySchema>;

/** `GET /api/certificates?reference=`: the reference printed on a certificate. */
export const CertificateReferenceQuerySchema = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 40 }),
});
export type CertificateReferenceQuery = Static<typeof CertificateReferenceQuerySchema>;
