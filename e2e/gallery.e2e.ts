/**
 * Photo galleries (decision 067), in a real browser against the real server: on a phone, the demo
 * organizer picks three photos at once for a tournament (each with its progress), sees one file refused
 * with why, opens the full-screen viewer, turns to the next photo with the keyboard, captions one and
 * deletes one. A signed-out visitor then sees the tournament's, the organization's and a match's photos.
 * Screenshots: e2e/screenshots/gallery-{empty,grid,viewer,organization,match}-{phone,desktop}.png.
 */
import type { Gallery, Organization } from '@sportzone/contracts';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { accessibilityFindings, describeFindings } from './helpers/axe';
import { DESKTOP, PHONE, dismissConsent, launch, openPage, shot, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let club: Organization;
let cup: number;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

/** A photo-like picture (no text: the machine may have no fonts): a sky, a court, a ball. */
async function picture(width: number, height: number, sky: string, court: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <rect y="${height * 0.55}" width="100%" height="${height * 0.45}" fill="${court}"/>
    <rect x="${width * 0.1}" y="${height * 0.62}" width="${width * 0.8}" height="${height * 0.3}"
      fill="none" stroke="#fff" stroke-width="${Math.max(4, width / 200)}"/>
    <circle cx="${width * 0.68}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.06}" fill="#d4e157"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A photo added through the API, as an organizer's phone would send it. */
async function addPhoto(kind: string, id: number, body: Buffer) {
  const res = await fetch(`${server.url}/api/gallery/${kind}/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(body),
  });
  expect(res.status).toBe(201);
}

/** The counter of the open viewer ("2 / 3"). */
const counter = (page: Page) => page.getByTestId('gallery-counter').textContent();

/** Every thumbnail in the grid has its bytes (none broken, none left empty). */
async function thumbnailsLoaded(page: Page, count: number) {
  // loading="lazy": a grid below the fold loads when it comes near
  await page.getByTestId('gallery-grid').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (n) => {
      const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="gallery-photo"] img')];
      return images.length === n && images.every((img) => img.complete && img.naturalWidth > 1);
    },
    count,
    { timeout: 15_000 },
  );
}

async function viewerImageLoaded(page: Page) {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="gallery-viewer-image"]');
    return !!img && img.complete && img.naturalWidth > 1;
  });
}

/** The open viewer at phone and desktop size (the viewport only: it fills the screen). */
async function shotViewer(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await viewerImageLoaded(page);
    await page.screenshot({ path: `e2e/screenshots/${name}-${size}.png`, animations: 'disabled' });
  }
}

/** The page at phone and desktop size with the gallery scrolled into view. */
async function shotGallery(page: Page, name: string, count: number) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.getByTestId('gallery').scrollIntoViewIfNeeded();
    if (count > 0) await thumbnailsLoaded(page, count);
    // from the top, nothing focused (the skip link shows while it has the focus)
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await shot(page, `${name}-${size}`);
  }
}

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, token);
  cup = (
    await call<{ id: number }>('POST', `/api/organization/${club.id}/tournaments`, {
      name: 'Spring photo cup',
      sport: 'tennis',
    })
  ).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

describe('a tournament’s photos', () => {
  it('an organizer adds three from a phone at once, views them, captions and deletes one', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/container/${cup}/views`);
    await dismissConsent(page);
    await page.getByTestId('gallery-empty').waitFor();
    expect(await page.getByTestId('gallery-empty').textContent()).toContain('No photos yet — add some');
    await shotGallery(page, 'gallery-empty', 0);
    await page.setViewportSize(PHONE);

    // the phone's picker: camera or library, several at once
    const input = page.getByTestId('gallery-input');
    expect(await input.getAttribute('accept')).toBe('image/*');
    expect(await input.getAttribute('multiple')).not.toBeNull();
    await input.setInputFiles([
      { name: 'serve.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 1200, '#64b5f6', '#c0673e') },
      { name: 'net.jpg', mimeType: 'image/jpeg', buffer: await picture(1200, 1600, '#9575cd', '#2e7d5b') },
      { name: 'final.jpg', mimeType: 'image/jpeg', buffer: await picture(2000, 1000, '#ffb74d', '#1565c0') },
    ]);
    await page.locator('[data-testid="gallery-upload"][data-status="done"]').nth(2).waitFor();
    await page.getByTestId('gallery-photo').nth(2).waitFor();
    expect(await page.getByTestId('gallery-photo').count()).toBe(3);
    expect(await page.getByTestId('gallery-uploads').textContent()).toContain('3 of 3 added');
    await thumbnailsLoaded(page, 3);

    // a file that only claims to be a photo: refused, and the page says why
    await input.setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are my notes') },
    ]);
    const problem = page.getByTestId('gallery-upload-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe('The file is damaged or is not an image.');
    expect(await page.getByTestId('gallery-photo').count()).toBe(3);
    await shotGallery(page, 'gallery-grid', 3);
    expect(
      await accessibilityFindings(page, '[data-testid="gallery"]'),
      describeFindings(await accessibilityFindings(page, '[data-testid="gallery"]')),
    ).toEqual([]);

    // the viewer: the newest first, → turns to the next one
    await page.setViewportSize(PHONE);
    await page.getByTestId('gallery-photo').first().click();
    await page.getByTestId('gallery-viewer').waitFor();
    expect(await counter(page)).toBe('1 / 3');
    await viewerImageLoaded(page);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('2 / 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe('3 / 3');
    await page.getByRole('button', { name: 'Next photo' }).click();
    expect(await counter(page)).toBe('1 / 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('2 / 3');

    // a caption, then the viewer as people see it
    await page.getByRole('button', { name: 'Add a caption' }).click();
    await page.getByTestId('gallery-caption-input').fill('Match point at the net');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('gallery-caption').waitFor();
    expect(await page.getByTestId('gallery-caption').textContent()).toBe('Match point at the net');
    await shotViewer(page, 'gallery-viewer');
    const viewerFindings = await accessibilityFindings(page, '[data-testid="gallery-viewer"]');
    expect(viewerFindings, describeFindings(viewerFindings)).toEqual([]);

    // deleting the second photo leaves two, the viewer on what came after it
    await page.getByTestId('gallery-delete').click();
    await page.getByTestId('gallery-delete-confirm').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="gallery-counter"]')?.textContent === '2 / 2',
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('gallery-viewer').waitFor({ state: 'detached' });
    expect(await page.getByTestId('gallery-photo').count()).toBe(2);
    const stored = await call<Gallery>('GET', `/api/gallery/tournament/${cup}`);
    expect(stored.photos).toHaveLength(2);
    expect(stored.photos.map((p) => p.caption)).not.toContain('Match point at the net');

    expect(unexpected(errors, [`400 POST /api/gallery/tournament/${cup}`])).toEqual([]);
    await page.context().close();
  });
});

describe('a signed-out visitor', () => {
  it('sees the tournament’s, the organization’s and a match’s photos, and nothing where there are none', async () => {
    await addPhoto('organization', club.id, await picture(1800, 1200, '#4fc3f7', '#8d6e63'));
    await addPhoto('organization', club.id, await picture(1200, 1500, '#f06292', '#388e3c'));
    const match = await call<{ id: number }>('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club.id,
      home: { name: 'Ana' },
      away: { name: 'Bea' },
    });
    await addPhoto('match', match.id, await picture(1600, 900, '#90caf9', '#6d4c41'));
    const bare = await call<{ id: number }>('POST', `/api/organization/${club.id}/tournaments`, {
      name: 'No photos cup',
      sport: 'tennis',
    });

    const { page, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/container/${cup}/views`);
    await dismissConsent(page);
    await page.getByTestId('gallery-grid').waitFor();
    await thumbnailsLoaded(page, 2);
    expect(await page.getByTestId('gallery-add').count()).toBe(0);
    expect(await page.getByTestId('gallery-input').count()).toBe(0);
    const lazy = await page.locator('[data-testid="gallery-photo"] img').first();
    expect(await lazy.getAttribute('loading')).toBe('lazy');
    expect(Number(await lazy.getAttribute('width'))).toBeGreaterThan(0);

    await page.goto(`${server.url}/user/organizations/${club.id}/public`);
    await page.getByTestId('gallery-grid').waitFor();
    await thumbnailsLoaded(page, 2);
    await shotGallery(page, 'gallery-organization', 2);
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('gallery-photo').nth(1).click();
    await page.getByTestId('gallery-viewer').waitFor();
    expect(await counter(page)).toBe('2 / 2');
    // a visitor neither captions nor deletes
    expect(await page.getByTestId('gallery-delete').count()).toBe(0);
    await page.keyboard.press('Escape');

    // the match's live page (the light viewer pages) shows its photos under the score
    await page.goto(`${server.url}/tennis/live/${match.id}`);
    await page.getByTestId('gallery-grid').waitFor();
    await thumbnailsLoaded(page, 1);
    await shotGallery(page, 'gallery-match', 1);

    // a tournament without photos: nothing about photos at all
    await page.goto(`${server.url}/container/${bare.id}/views`);
    await page.getByTestId('tournament-page').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('gallery').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
