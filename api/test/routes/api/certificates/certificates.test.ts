import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_REFERENCE_PATTERN } from '@enlace/shared/domain';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  tokenHeaders,
} from '../../../helpers/interventions';
import { pdfText } from '../../../helpers/pdf-text';
import {
  authAs,
  DEMO_HOST,
  heldSession,
  issue,
  OTHER_HOST,
  storedCertificates,
  tenantIdOf,
} from './certificate-fixtures';

// Certificates of volunteering (docs/adr/0073-certificates-of-volunteering.md): issued by the volunteer or by staff
// from the sessions attended in a period, printed in the volunteer's language, stored with the PDF as sent.
let app: FastifyInstance;
let tenant: number;
let coordinator: Record<string, string>;
let volunteerId: number;
let volunteer: Record<string, string>;
let idle: Record<string, string>;
let idleId: number;

beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  coordinator = await authAs(app, 'coordinacion@demo.example.org');
  [volunteerId, idleId] = await insertActiveVolunteers(app, tenant, 2);
  await app.db
    .updateTable('users')
    .set({
      name: 'María',
      surname: 'Núñez Peña',
      identification_type: 'national',
      identification: '12345678Z',
    })
    .where('id', '=', volunteerId)
    .execute();
  volunteer = await tokenHeaders(app, volunteerId, DEMO_HOST);
  idle = await tokenHeaders(app, idleId!, DEMO_HOST);
  const reading = await insertActivity(app, tenant, { name: 'Lectura en voz alta' });
  const garden = await insertActivity(app, tenant, { name: 'Huerto urbano' });
  await heldSession(app, coordinator, tenant, volunteerId, reading, 3);
  await heldSession(app, coordinator, tenant, volunteerId, reading, 10, 'attended', 90);
  await heldSession(app, coordinator, tenant, volunteerId, garden, 40, 'attended', 45);
  await heldSession(app, coordinator, tenant, volunteerId, garden, 20, 'absent');
});
afterAll(() => app.close());

const download = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

describe('POST /api/me/certificates', () => {
  it('issues the certificate of all the time given, stores it, and the PDF shows who, what, how long and who issues it', async () => {
    const response = await issue(app, volunteer, '/api/me/certificates');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      '@type': 'Certificate',
      from: null,
      to: null,
      sessions: 3,
      totalMinutes: 255,
      language: 'es',
      issuedBy: { '@id': `/api/users/${volunteerId}`, name: 'María' },
      volunteer: { '@id': `/api/volunteers/${volunteerId}`, name: 'María', surname: 'Núñez Peña' },
    });
    expect(body.reference).toMatch(CERTIFICATE_REFERENCE_PATTERN);
    expect(body.file).toBe(`/api/me/certificates/${body.id}.pdf`);

    const file = await download(body.file, volunteer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="certificado-voluntariado-${body.reference}.pdf"`,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The organisation's logo (WebP on the CDN) is embedded as an image.
    expect(file.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(body.sha256);
    const text = pdfText(file.rawPayload);
    const tenantName = (
      await app.db.selectFrom('tenants').select('name').where('id', '=', tenant).executeTakeFirstOrThrow()
    ).name;
    expect(text).toContain('Certificado de voluntariado');
    expect(text).toContain(`${tenantName} certifica que María Núñez Peña, con DNI 12345678Z,`);
    expect(text).toContain('con una dedicación de 4 h 15 min en 3 sesiones');
    expect(text).toContain('Lectura en voz alta');
    expect(text).toContain('2 sesiones · 3 h 30 min');
    expect(text).toContain('Huerto urbano');
    expect(text).toContain('1 sesión · 45 min');
    expect(text).toContain('Total: 4 h 15 min en 3 sesiones');
    expect(text).toContain('artículo 10 de la Ley 45/2015');
    expect(text).toContain(`Emitido por ${tenantName} el`);
    expect(text).toContain(`Referencia del certificado: ${body.reference}`);

    expect(await storedCertificates(app, volunteerId)).toEqual([
      expect.objectContaining({
        id: body.id,
        tenant_id: tenant,
        reference: body.reference,
        issued_by_id: volunteerId,
        period_from: null,
        period_to: null,
        sessions: 3,
        total_minutes: 255,
        language: 'es',
      }),
    ]);
  });

  it('counts only the period asked for, and answers the same document again on download', async () => {
    const response = await issue(app, volunteer, '/api/me/certificates', {
      from: dayFrom(-15),
      to: dayFrom(-3),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      sessions: 2,
      totalMinutes: 210,
      from: dayFrom(-15),
      to: dayFrom(-3),
    });
    const first = await download(response.json().file, volunteer);
    const again = await download(response.json().file, volunteer);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pdfText(first.rawPayload)).not.toContain('Huerto urbano');
  });

  it("writes it in the volunteer's chosen language, else the screen's", async () => {
    const english = await issue(app, { ...volunteer, 'accept-language': 'en' }, '/api/me/certificates');
    expect(english.json().language).toBe('en');
    const text = pdfText((await download(english.json().file, volunteer)).rawPayload);
    expect(text).toContain('Certificate of volunteering');
    expect(text).toContain('holder of Spanish ID (DNI) 12345678Z');
    expect(text).toContain('Total: 4 h 15 min over 3 sessions');

    await app.db
      .insertInto('user_settings')
      .values({
        tenant_id: tenant,
        user_id: volunteerId,
        language: 'ca',
        notify_participation_changes: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const catalan = await issue(app, { ...volunteer, 'accept-language': 'en' }, '/api/me/certificates');
    expect(catalan.json().language).toBe('ca');
    const catalanText = pdfText((await download(catalan.json().file, volunteer)).rawPayload);
    expect(catalanText).toContain('Certificat de voluntariat');
    expect(catalanText).toContain("ha col·laborat com a persona voluntària a l'entitat");
    await app.db.deleteFrom('user_settings').where('user_id', '=', volunteerId).execute();
  });

  it('refuses a bad period with 422 and a period without hours with 409, storing nothing', async () => {
    const before = await storedCertificates(app);
    const backwards = await issue(app, volunteer, '/api/me/certificates', {
      from: dayFrom(-1),
      to: dayFrom(-5),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().violations).toEqual([
      { propertyPath: 'to', message: 'date-start-after-date-end' },
    ]);
    const notADay = await issue(app, volunteer, '/api/me/certificates', { from: '2026-02-30' });
    expect(notADay.json().violations).toEqual([{ propertyPath: 'from', message: 'field-not-valid-date' }]);
    const empty = await issue(app, volunteer, '/api/me/certificates', { from: dayFrom(1) });
    expect([empty.statusCode, empty.json().error]).toEqual([409, 'certificate-without-hours']);
    const none = await issue(app, idle, '/api/me/certificates');
    expect([none.statusCode, none.json().error]).toEqual([409, 'certificate-without-hours']);
    expect(await storedCertificates(app)).toEqual(before);
  });

  it('is for volunteers only: staff 403, no session 401', async () => {
    expect((await issue(app, coordinator, '/api/me/certificates')).statusCode).toBe(403);
    expect((await issue(app, { host: DEMO_HOST }, '/api/me/certificates')).statusCode).toBe(401);
  });
});

describe('GET /api/me/certificates and their PDFs', () => {
  it("lists the volunteer's certificates newest first, and nobody else's", async () => {
    const mine = (await download('/api/me/certificates', volunteer)).json();
    expect(mine.totalItems).toBe((await storedCertificates(app, volunteerId)).length);
    const ids = mine.member.map((member: { id: number }) => member.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await download('/api/me/certificates', idle)).json().totalItems).toBe(0);
  });

  it("answers 404 for another volunteer's certificate", async () => {
    const [first] = await storedCertificates(app, volunteerId);
    const theirs = await download(`/api/me/certificates/${first!.id}.pdf`, idle);
    expect([theirs.statusCode, theirs.json().error]).toEqual([404, 'not-found']);
    expect((await download('/api/me/certificates/999999.pdf', volunteer)).statusCode).toBe(404);
    expect((await download('/api/me/certificates/abc.pdf', volunteer)).statusCode).toBe(400);
  });
});

describe('staff: /api/volunteers/{id}/certificates', () => {
  it("issues one in the volunteer's language, lists it with who issued it, and serves its PDF", async () => {
    const url = `/api/volunteers/${volunteerId}/certificates`;
    const response = await issue(app, { ...coordinator, 'accept-language': 'en' }, url, { to: dayFrom(-1) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const coordinatorId = (
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'coordinacion@demo.example.org')
        .executeTakeFirstOrThrow()
    ).id;
    // Staff's screen language says nothing of the volunteer's: Spanish without a choice of theirs.
    expect(body).toMatchObject({
      language: 'es',
      sessions: 3,
      totalMinutes: 255,
      to: dayFrom(-1),
      issuedBy: { '@id': `/api/users/${coordinatorId}` },
      file: `${url}/${body.id}.pdf`,
    });
    const list = (await download(url, coordinator)).json();
    expect(list.member[0]).toMatchObject({ id: body.id, reference: body.reference });
    expect(list.totalItems).toBe((await storedCertificates(app, volunteerId)).length);
    const file = await download(body.file, coordinator);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfText(file.rawPayload)).toContain('María Núñez Peña');
    // The volunteer sees it among theirs too.
    const mine = (await download('/api/me/certificates', volunteer)).json();
    expect(mine.member.map((member: { id: number }) => member.id)).toContain(body.id);
  });

  it('looks a certificate up by its reference, in any case', async () => {
    const [first] = await storedCertificates(app, volunteerId);
    const found = await download(
      `/api/certificates?reference=${first!.reference.toLowerCase()}`,
      coordinator,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      totalItems: 1,
      member: [{ id: first!.id, volunteer: { id: volunteerId } }],
    });
    const unknown = await download('/api/certificates?reference=ENL-2026-0000-0000', coordinator);
    expect(unknown.json().totalItems).toBe(0);
    expect((await download(`/api/certificates?reference=${first!.reference}`, volunteer)).statusCode).toBe(
      403,
    );
  });

  it('refuses a volunteer without hours (409), a bad period (422) and someone who is not a volunteer (404)', async () => {
    const before = await storedCertificates(app);
    const none = await issue(app, coordinator, `/api/volunteers/${idleId}/certificates`);
    expect([none.statusCode, none.json().error]).toEqual([409, 'certificate-without-hours']);
    const bad = await issue(app, coordinator, `/api/volunteers/${volunteerId}/certificates`, {
      from: 'ayer',
    });
    expect(bad.statusCode).toBe(422);
    const staffId = (
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'tecnica@demo.example.org')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await issue(app, coordinator, `/api/volunteers/${staffId}/certificates`)).statusCode).toBe(404);
    expect(await storedCertificates(app)).toEqual(before);
  });

  it("answers 404 for a certificate of another volunteer at this volunteer's address", async () => {
    const [first] = await storedCertificates(app, volunteerId);
    const crossed = await download(`/api/volunteers/${idleId}/certificates/${first!.id}.pdf`, coordinator);
    expect(crossed.statusCode).toBe(404);
  });

  it("shows another tenant's staff nothing of this tenant's certificates", async () => {
    const [first] = await storedCertificates(app, volunteerId);
    const other = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const lookup = await download(`/api/certificates?reference=${first!.reference}`, other);
    expect(lookup.json().totalItems).toBe(0);
  });
});
