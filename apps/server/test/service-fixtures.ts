import type { Db } from '../src/db/database.ts';

/* Drawing files as their programs write them (the first bytes are what the server checks), and requests made directly. */

export const DRAWING_BYTES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
  dxf: Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
  dwg: Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(64)]),
  step: Buffer.from("ISO-10303-21;\nHEADER;\nFILE_NAME('part.stp');\nENDSEC;\nEND-ISO-10303-21;\n"),
  iges: Buffer.from(`${'Steelyard test part'.padEnd(72)}S      1\n`),
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
};

/** A drawing as a browser uploads it: a named file. */
export const drawingFile = (name: string, bytes: Buffer) => new File([new Uint8Array(bytes)], name);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The fields of a valid drawing request (files apart). */
export const drawingRequestFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Flange adapter',
  description: 'Aluminium flange, 4 holes, see the drawings.',
  process: 'milling',
  material: 'AL6061',
  quantity: 20,
  tolerance: '±0.05',
  finish: 'Anodised black',
  deadline: day(30),
  closes_on: day(7),
  city: '경기도',
  county: '안산시',
  budget: 1_500_000,
  ...overrides,
});

/** A request with one PDF, made directly (the matrix's resources). */
export async function createServiceRequest(
  db: Db,
  userId: number,
  values: {
    kind?: 'drawing' | 'production';
    confidential?: boolean;
    status?: string;
    title?: string;
  } = {},
) {
  const request = await db
    .insertInto('service_requests')
    .values({
      kind: values.kind ?? 'drawing',
      user_id: userId,
      title: values.title ?? 'Shaft',
      description: 'A turned shaft.',
      process: 'turning',
      quantity: 5,
      deadline: day(30),
      closes_on: day(7),
      city: '경기도',
      is_confidential: values.confidential ?? false,
      terms: values.confidential ? 'Do not share.' : null,
      status: values.status ?? 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('service_files')
    .values({
      request_id: request.id,
      position: 0,
      filename: 'shaft.pdf',
      format: 'pdf',
      size: DRAWING_BYTES.pdf.length,
      content: DRAWING_BYTES.pdf,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: request.id, fileId: file.id };
}

export async function createServiceQuote(db: Db, requestId: number, supplierId: number, price = 100_000) {
  const quote = await db
    .insertInto('service_quotes')
    .values({ request_id: requestId, supplier_id: supplierId, price, lead_days: 10, valid_until: day(14) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('service_requests')
    .set({ status: 'quoting', quote_count: (eb) => eb('quote_count', '+', 1) })
    .where('id', '=', requestId)
    .execute();
  return quote.id;
}

/** A factory free from tomorrow for 60 days, made directly. */
export async function createFactory(
  db: Db,
  userId: number,
  values: { city?: string; capabilities?: string[] } = {},
) {
  const row = await db
    .insertInto('factories')
    .values({
      user_id: userId,
      title: 'CNC shop, second shift',
      description: 'Two machining centres free at night.',
      city: values.city ?? '경기도',
      floor_area: 500,
      capabilities: values.capabilities ?? ['milling', 'turning'],
      equipment: JSON.stringify([
        { name: 'Machining centre', make: 'Doosan', model: 'DNM 5700', year: 2019 },
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('factory_periods')
    .values({ factory_id: row.id, starts_on: day(1), ends_on: day(60) })
    .execute();
  return row.id;
}

/** A pending application for days `from`..`to` from today. */
export async function createFactoryApplication(
  db: Db,
  factoryId: number,
  applicantId: number,
  from = 2,
  to = 8,
) {
  const row = await db
    .insertInto('factory_applications')
    .values({
      factory_id: factoryId,
      applicant_id: applicantId,
      starts_on: day(from),
      ends_on: day(to),
      message: 'A week, please.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const dayFromToday = day;

/** A member's freelancer profile, made directly (or replaced). */
export async function createFreelancer(db: Db, userId: number, skills = ['plc_electrical'], city = '경기도') {
  const row = await db
    .insertInto('freelancers')
    .values({
      user_id: userId,
      headline: 'PLC and panel work',
      skills,
      city,
      travel_km: 50,
      experience_years: 12,
      bio: 'Siemens and LS PLCs, panel wiring.',
    })
    // One profile per member: made again for each role of the matrix, it is the same one.
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ skills, city }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A room about a freelancer's profile between the freelancer (seller side) and a client. */
export async function createFreelancerRoom(db: Db, freelancerId: number, clientId: number) {
  const profile = await db
    .selectFrom('freelancers')
    .select('user_id')
    .where('id', '=', freelancerId)
    .executeTakeFirstOrThrow();
  const room = await db
    .insertInto('chat_rooms')
    .values({ freelancer_id: freelancerId, seller_id: profile.user_id, buyer_id: clientId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_members')
    .values([
      { room_id: room.id, user_id: profile.user_id },
      { room_id: room.id, user_id: clientId },
    ])
    .execute();
  return { roomId: room.id, freelancerUserId: profile.user_id };
}

/** A job of that room marked finished (by the client), made directly. */
export async function createFreelancerJob(db: Db, freelancerId: number, clientId: number) {
  const { roomId, freelancerUserId } = await createFreelancerRoom(db, freelancerId, clientId);
  const row = await db
    .insertInto('freelancer_jobs')
    .values({
      room_id: roomId,
      freelancer_id: freelancerId,
      freelancer_user_id: freelancerUserId,
      client_id: clientId,
      finished_by: clientId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { jobId: row.id, roomId };
}

/** A request of `requesterId` awarded to `supplierId`'s quote and moved on to `status`. */
export async function createAwardedRequest(
  db: Db,
  requesterId: number,
  supplierId: number,
  status = 'delivered',
) {
  const { id } = await createServiceRequest(db, requesterId);
  const quoteId = await createServiceQuote(db, id, supplierId);
  await db.updateTable('service_quotes').set({ status: 'awarded' }).where('id', '=', quoteId).execute();
  await db
    .updateTable('service_requests')
    .set({ status, awarded_quote_id: quoteId })
    .where('id', '=', id)
    .execute();
  return id;
}
