import { GALLERY_MAX_PHOTOS, GALLERY_PHOTO_MAX_BYTES } from '@sportzone/contracts';
import { addOrganizationRole, galleryPhotos, insertOrganization, mergeUsers } from '@sportzone/db';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/**
 * Photo galleries (decision 067): organizers upload photos of a match, a tournament or an
 * organization; two WebP renditions are made on the server; the list and every byte are exactly as
 * readable as what the photos belong to. The authorization matrix (authz/table.ts) covers every actor.
 */

type Headers = Record<string, string>;
let t: TestApp;
const as = {} as Record<'owner' | 'organizer' | 'member' | 'outsider', Headers>;
const ids = {} as Record<keyof typeof as, number>;
let publicOrg: number;
let privateOrg: number;

const inject = (opts: InjectOptions) => t.app.inject(opts);
const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: object) =>
  inject({ method, url, headers, ...(payload ? { payload } : {}) });

function upload(url: string, headers: Headers, body: Buffer, type = 'image/jpeg') {
  return inject({ method: 'POST', url, headers: { ...headers, 'content-type': type }, payload: body });
}

/** A camera's JPEG: stored landscape with EXIF "turn 90°" (a portrait photo), a GPS position, a camera. */
async function phonePhoto(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Serial 12345' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 41/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();

async function match(organizationId: number | null, headers: Headers, privacy?: 'private') {
  const res = await call('POST', '/api/matches', headers, {
    sport: 'tennis',
    home: { name: 'Ana' },
    away: { name: 'Bea' },
    ...(organizationId ? { organizationId } : {}),
    ...(privacy ? { privacy } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function tournament(organizationId: number, privacy?: 'private') {
  const res = await call('POST', `/api/organization/${organizationId}/tournaments`, as.organizer, {
    name: 'Photo cup',
    sport: 'tennis',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  if (privacy) {
    const changed = await call('PATCH', `/api/tournament/${id}`, as.organizer, { privacy });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  for (const who of ['owner', 'organizer', 'member', 'outsider'] as const) {
    const p = await person(t, `gallery-${who}@example.com`, { firstName: who, lastName: 'Gallery' });
    as[who] = p.headers;
    ids[who] = p.user.id;
  }
  const db = t.app.database.db;
  for (const privacy of ['public', 'private'] as const) {
    const org = await insertOrganization(db, { name: `${privacy} photo club`, privacy, parentId: null });
    await addOrganizationRole(db, org.id, ids.owner, 'owner');
    await addOrganizationRole(db, org.id, ids.organizer, 'organizer');
    await addOrganizationRole(db, org.id, ids.member, 'member');
    if (privacy === 'public') publicOrg = org.id;
    else privateOrg = org.id;
  }
});
afterAll(async () => {
  await t?.close();
});

describe(`uploading photos (${TEST_DB})`, () => {
  it('turns a phone photo upright, drops its EXIF and GPS, and keeps a display size and a thumbnail', async () => {
    const res = await upload(
      `/api/gallery/organization/${publicOrg}?caption=${encodeURIComponent('  Finals day  ')}`,
      as.organizer,
      await phonePhoto(2400, 1600),
    );
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    // stored 2400×1600 with "turn 90°": a 1600×2400 portrait, its longest side brought to 1920
    expect(photo).toMatchObject({
      owner: { kind: 'organization', id: publicOrg },
      caption: 'Finals day',
      uploadedBy: { id: ids.organizer, name: 'organizer Gallery' },
      width: 1280,
      height: 1920,
      thumbnailWidth: 480,
      thumbnailHeight: 720,
      imageUrl: `/api/gallery/photos/${photo.id}/image`,
      thumbnailUrl: `/api/gallery/photos/${photo.id}/thumbnail`,
    });
    const image = await call('GET', photo.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 1920]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image.rawPayload.includes('TestCam')).toBe(false);
    const thumb = await sharp((await call('GET', photo.thumbnailUrl)).rawPayload).metadata();
    expect([thumb.width, thumb.height, thumb.exif]).toEqual([480, 720, undefined]);
  });

  it('never enlarges a small photo, and crops a panorama’s thumbnail to 2:1', async () => {
    const wide = await sharp({ create: { width: 1500, height: 300, channels: 3, background: '#888' } })
      .webp()
      .toBuffer();
    const res = await upload(`/api/gallery/organization/${publicOrg}`, as.owner, wide, 'image/webp');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      caption: null,
      width: 1500,
      height: 300,
      thumbnailWidth: 600,
      thumbnailHeight: 300,
    });
  });

  it('lists the photos newest first, with who uploaded them and when', async () => {
    const res = await call('GET', `/api/gallery/organization/${publicOrg}`);
    expect(res.statusCode).toBe(200);
    const gallery = res.json();
    expect(gallery).toMatchObject({ canManage: false, isPublic: true, maxPhotos: GALLERY_MAX_PHOTOS });
    const photos = gallery.photos as { id: number; createdAt: string; uploadedBy: { name: string } }[];
    expect(photos.length).toBeGreaterThanOrEqual(2);
    expect(photos.map((p) => p.id)).toEqual([...photos.map((p) => p.id)].sort((a, b) => b - a));
    expect(Date.parse(photos[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(photos[0]!.uploadedBy.name).toBe('owner Gallery');
    expect((await call('GET', `/api/gallery/organization/${publicOrg}`, as.organizer)).json().canManage).toBe(
      true,
    );
    expect((await call('GET', `/api/gallery/organization/${publicOrg}`, as.member)).json().canManage).toBe(
      false,
    );
  });

  it('refuses what is not a photo it can read, with a message the page shows', async () => {
    const url = `/api/gallery/organization/${publicOrg}`;
    const heic = await upload(url, as.organizer, Buffer.from('ftypheic'), 'image/heic');
    expect(heic.statusCode).toBe(415);
    expect(heic.json()).toMatchObject({
      code: 'unsupported_photo_type',
      message: expect.stringMatching(/HEIC/),
    });
    expect((await upload(url, as.organizer, Buffer.from('%PDF-1.4'), 'application/pdf')).statusCode).toBe(
      415,
    );
    const broken = await upload(url, as.organizer, Buffer.from('not really a jpeg'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'invalid_photo',
      message: 'This file is not an image we can read.',
    });
    expect((await upload(url, as.organizer, Buffer.alloc(0))).statusCode).toBe(400);
    const huge = Buffer.alloc(GALLERY_PHOTO_MAX_BYTES + 1, 0xff);
    const tooLarge = await upload(url, as.organizer, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBeTruthy();
    const longCaption = await upload(
      `${url}?caption=${'x'.repeat(301)}`,
      as.organizer,
      await png(),
      'image/png',
    );
    expect(longCaption.statusCode).toBe(400);
    // JSON to the upload: 415, not a photo made of nothing
    expect((await call('POST', url, as.organizer, { picture: 'x' })).statusCode).toBe(415);
  });

  it('stops at the gallery’s limit with 409', async () => {
    const db = t.app.database.db;
    const org = await insertOrganization(db, { name: 'Full club', privacy: 'public', parentId: null });
    await addOrganizationRole(db, org.id, ids.organizer, 'organizer');
    const tiny = Buffer.from('x');
    await db.insert(galleryPhotos).values(
      Array.from({ length: GALLERY_MAX_PHOTOS }, () => ({
        organizationId: org.id,
        contentType: 'image/webp',
        image: tiny,
        width: 1,
        height: 1,
        thumbnail: tiny,
        thumbnailWidth: 1,
        thumbnailHeight: 1,
      })),
    );
    const res = await upload(`/api/gallery/organization/${org.id}`, as.organizer, await png(), 'image/png');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('gallery_full');
  });

  it('lets only its organizers upload, caption and delete', async () => {
    const url = `/api/gallery/organization/${publicOrg}`;
    expect((await upload(url, {}, await png(), 'image/png')).statusCode).toBe(401);
    expect((await upload(url, as.member, await png(), 'image/png')).statusCode).toBe(403);
    expect((await upload(url, as.outsider, await png(), 'image/png')).statusCode).toBe(403);
    const made = (await upload(url, as.owner, await png(), 'image/png')).json();
    const path = `/api/gallery/photos/${made.id}`;
    expect((await call('PATCH', path, as.member, { caption: 'Mine' })).statusCode).toBe(403);
    expect((await call('DELETE', path, as.outsider)).statusCode).toBe(403);
    const captioned = await call('PATCH', path, as.organizer, { caption: '  Warm-up ' });
    expect(captioned.statusCode).toBe(200);
    expect(captioned.json().caption).toBe('Warm-up');
    expect((await call('PATCH', path, as.organizer, { caption: '   ' })).json().caption).toBeNull();
    expect((await call('PATCH', path, as.organizer, { caption: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await call('DELETE', path, as.organizer)).statusCode).toBe(204);
    expect((await call('GET', `${path}/thumbnail`)).statusCode).toBe(404);
    expect((await call('DELETE', path, as.organizer)).statusCode).toBe(404);
    const list = (await call('GET', url)).json().photos as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(made.id);
  });
});

describe(`who sees a gallery (${TEST_DB})`, () => {
  it('hides a private organization’s photos, every byte of them, from outsiders and signed-out visitors', async () => {
    const made = (
      await upload(`/api/gallery/organization/${privateOrg}`, as.organizer, await png(), 'image/png')
    ).json();
    for (const url of [`/api/gallery/organization/${privateOrg}`, made.imageUrl, made.thumbnailUrl]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.outsider)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.member)).statusCode, url).toBe(200);
    }
    // the bytes are cached by the member's browser only
    const bytes = await call('GET', made.thumbnailUrl, as.member);
    expect(bytes.headers['cache-control']).toMatch(/^private/);
    expect((await call('GET', `/api/gallery/organization/${privateOrg}`, as.member)).json().isPublic).toBe(
      false,
    );
    expect(
      (await call('PATCH', `/api/gallery/photos/${made.id}`, as.outsider, { caption: 'x' })).statusCode,
    ).toBe(404);
  });

  it('serves a public photo to anybody, cached publicly, and answers 304 to its ETag', async () => {
    const made = (
      await upload(`/api/gallery/organization/${publicOrg}`, as.organizer, await png(), 'image/png')
    ).json();
    const first = await call('GET', made.thumbnailUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await call('GET', made.thumbnailUrl, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('follows a tournament private by its own setting: only its organizers see its photos', async () => {
    const cup = await tournament(publicOrg, 'private');
    const made = (
      await upload(`/api/gallery/tournament/${cup}`, as.organizer, await png(), 'image/png')
    ).json();
    for (const url of [`/api/gallery/tournament/${cup}`, made.imageUrl]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.member)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.owner)).statusCode, url).toBe(200);
    }
    const open = await tournament(publicOrg);
    const shown = (
      await upload(`/api/gallery/tournament/${open}`, as.owner, await png(), 'image/png')
    ).json();
    expect((await call('GET', `/api/gallery/tournament/${open}`)).json().photos).toHaveLength(1);
    expect((await call('GET', shown.imageUrl)).statusCode).toBe(200);
    expect(
      (await upload(`/api/gallery/tournament/${open}`, as.member, await png(), 'image/png')).statusCode,
    ).toBe(403);
  });

  it('follows a match: private matches to the people involved; a casual match to its owner', async () => {
    const hidden = await match(publicOrg, as.organizer, 'private');
    const made = (
      await upload(`/api/gallery/match/${hidden}`, as.organizer, await png(), 'image/png')
    ).json();
    for (const url of [`/api/gallery/match/${hidden}`, made.thumbnailUrl]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.member)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.organizer)).statusCode, url).toBe(200);
    }
    const open = await match(publicOrg, as.organizer);
    expect((await upload(`/api/gallery/match/${open}`, as.member, await png(), 'image/png')).statusCode).toBe(
      403,
    );
    expect((await upload(`/api/gallery/match/${open}`, as.owner, await png(), 'image/png')).statusCode).toBe(
      201,
    );
    const gallery = (await call('GET', `/api/gallery/match/${open}`)).json();
    expect(gallery).toMatchObject({ isPublic: true, canManage: false });
    expect(gallery.photos).toHaveLength(1);

    const casual = await match(null, as.outsider);
    expect(
      (await upload(`/api/gallery/match/${casual}`, as.outsider, await png(), 'image/png')).statusCode,
    ).toBe(201);
    expect(
      (await upload(`/api/gallery/match/${casual}`, as.organizer, await png(), 'image/png')).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/gallery/match/2147483647')).statusCode).toBe(404);
    expect((await call('GET', `/api/gallery/season/${publicOrg}`)).statusCode).toBe(400);
  });

  it('drops the photos with what they belong to', async () => {
    const gone = await match(publicOrg, as.organizer);
    const made = (await upload(`/api/gallery/match/${gone}`, as.organizer, await png(), 'image/png')).json();
    expect((await call('DELETE', `/api/matches/${gone}`, as.organizer)).statusCode).toBe(204);
    expect((await call('GET', made.thumbnailUrl, as.organizer)).statusCode).toBe(404);
  });
});

describe(`the uploader’s account (${TEST_DB})`, () => {
  it('keeps the photos when the account is deleted, without the uploader; a merge moves them', async () => {
    const db = t.app.database.db;
    const leaving = await person(t, 'gallery-leaving@example.com', { firstName: 'Leaving' });
    const staying = await person(t, 'gallery-staying@example.com', { firstName: 'Staying' });
    const merged = await person(t, 'gallery-merged@example.com', { firstName: 'Merged' });
    for (const p of [leaving, staying, merged])
      await addOrganizationRole(db, publicOrg, p.user.id, 'organizer');
    const url = `/api/gallery/organization/${publicOrg}`;
    const kept = (await upload(url, leaving.headers, await png(), 'image/png')).json();
    const moved = (await upload(url, merged.headers, await png(), 'image/png')).json();

    expect((await call('DELETE', '/api/user', leaving.headers)).statusCode).toBe(204);
    await db.transaction((tx) => mergeUsers(tx, staying.user.id, merged.user.id));

    const photos = (await call('GET', url)).json().photos as { id: number; uploadedBy: unknown }[];
    expect(photos.find((p) => p.id === kept.id)?.uploadedBy).toBeNull();
    expect(photos.find((p) => p.id === moved.id)?.uploadedBy).toEqual({
      id: staying.user.id,
      name: 'Staying Person',
    });
    const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, kept.id));
    expect(row?.uploadedBy).toBeNull();
  });
});
