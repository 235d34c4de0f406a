/** Audio player: loading, play and pause, the audio bar keys with clamping, mute, volume, the reset at the end, captions, events. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from './env';

const AUDIO_EVENTS = [
  'alex-audio-play',
  'alex-audio-pause',
  'alex-audio-seek',
  'alex-audio-restart',
  'alex-audio-ended',
];

interface AudioEvent {
  type: string;
  detail: Record<string, unknown>;
  bubbles: boolean;
  composed: boolean;
}

/** French texts of the player (locales/fr/audio-player.json). */
const FR = {
  title: 'Écoutez un entretien avec Alex',
  play: 'Lire',
  pause: 'Pause',
  replay: 'Réécouter',
  mute: 'Couper le son',
  captions: 'Sous-titres',
  position: "Position dans l'enregistrement",
  volume: 'Volume',
};

/** A page that loads embed.js (by default the gateway's landing page), its body replaced by one player. */
async function mountPlayer(
  page: Page,
  attributes: Record<string, string>,
  url = '/sandbox/landing.html',
): Promise<Locator> {
  await page.addInitScript((names: string[]) => {
    const log: unknown[] = [];
    (window as unknown as { __audioEvents: unknown[] }).__audioEvents = log;
    for (const name of names) {
      document.addEventListener(name, (event) => {
        const { detail } = event as CustomEvent;
        log.push({ type: event.type, detail, bubbles: event.bubbles, composed: event.composed });
      });
    }
  }, AUDIO_EVENTS);
  await page.goto(url);
  await page.evaluate((attrs) => {
    const player = document.createElement('alex-audio-player');
    for (const [name, value] of Object.entries(attrs)) player.setAttribute(name, value);
    document.body.replaceChildren(player);
  }, attributes);
  const player = page.locator('alex-audio-player');
  await expect(player).toHaveAttribute('data-alex-ready', '');
  return player;
}

const events = (page: Page): Promise<AudioEvent[]> =>
  page.evaluate(() => (window as unknown as { __audioEvents: AudioEvent[] }).__audioEvents);

/** The media element's own position and state, read in the page. */
const media = (player: Locator) =>
  player.evaluate((host) => {
    const audio = host.shadowRoot?.querySelector('audio') as HTMLAudioElement;
    return { currentTime: audio.currentTime, duration: audio.duration, muted: audio.muted, volume: audio.volume };
  });

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

function controls(player: Locator) {
  return {
    play: player.getByRole('button', { name: FR.play, exact: true }),
    pause: player.getByRole('button', { name: FR.pause, exact: true }),
    replay: player.getByRole('button', { name: FR.replay, exact: true }),
    mute: player.getByRole('button', { name: FR.mute }),
    captions: player.getByRole('button', { name: FR.captions }),
    seek: player.getByRole('slider', { name: FR.position }),
    volume: player.getByRole('slider', { name: FR.volume }),
    status: player.locator('[data-status]'),
  };
}

/** A French player with its metadata in: its controls and the recording's duration. */
async function readyPlayer(page: Page) {
  const player = await mountPlayer(page, { lang: 'fr' });
  const c = controls(player);
  await expect(c.play).toBeEnabled();
  const { duration } = await media(player);
  expect(duration).toBeGreaterThan(45);
  expect(duration).toBeLessThan(75);
  return { player, c, duration, total: clock(duration) };
}

test.describe('audio player', () => {
  test('keeps its controls disabled until the metadata is in, then shows 0:00 of the duration', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/widgets/interview/interview-fr.mp3', async (route) => {
      await held;
      await route.continue();
    });
    const player = await mountPlayer(page, { lang: 'fr' });
    const c = controls(player);
    await expect(player.getByText(FR.title)).toBeVisible();
    await expect(c.status).toHaveAttribute('data-status', 'loading');
    for (const control of [c.play, c.mute, c.captions, c.seek, c.volume]) await expect(control).toBeDisabled();

    release();
    await expect(c.status).toHaveAttribute('data-status', 'paused');
    for (const control of [c.play, c.mute, c.captions, c.seek, c.volume]) await expect(control).toBeEnabled();
    const { duration } = await media(player);
    await expect(c.seek).toHaveAttribute('aria-valuetext', `0:00 sur ${clock(duration)}`);
    await expect(player.getByText(`0:00 / ${clock(duration)}`)).toBeVisible();
    await expect(c.volume).toHaveValue('1');
    await expect(c.volume).toHaveAttribute('aria-valuetext', /^100\s%$/);
  });

  for (const [lang, file] of [
    ['fr', 'interview-fr.mp3'],
    ['en', 'interview-en.mp3'],
    ['es', 'interview-en.mp3'],
  ] as const) {
    test(`plays ${file} by default in ${lang}`, async ({ page }) => {
      const request = page.waitForRequest((r) => r.url().includes('/widgets/interview/interview-'));
      await mountPlayer(page, { lang });
      expect(new URL((await request).url()).pathname).toBe(`/widgets/interview/${file}`);
    });
  }

  test('plays, moves the time on, pauses, and reports both', async ({ page }) => {
    const { player, c } = await readyPlayer(page);
    await c.play.click();
    await expect(c.pause).toBeVisible();
    await expect(c.status).toHaveAttribute('data-status', 'playing');
    await expect.poll(async () => (await media(player)).currentTime, { timeout: 5000 }).toBeGreaterThan(1);
    await expect(c.seek).not.toHaveAttribute('aria-valuetext', /^0:00 /);
    await c.pause.click();
    await expect(c.play).toBeVisible();
    await expect(c.status).toHaveAttribute('data-status', 'paused');
    const stoppedAt = (await media(player)).currentTime;
    await page.waitForTimeout(400);
    expect((await media(player)).currentTime).toBe(stoppedAt);
    await expect(player.getByText('En pause')).toBeAttached();

    const log = await events(page);
    expect(log.map((e) => e.type)).toEqual(['alex-audio-play', 'alex-audio-pause']);
    expect(log.every((e) => e.bubbles && e.composed)).toBe(true);
    expect(log[0]?.detail).toEqual({
      src: expect.stringMatching(/\/widgets\/interview\/interview-fr\.mp3$/),
      language: 'fr',
      at: 0,
    });
    expect(log[1]?.detail).toMatchObject({ language: 'fr', at: stoppedAt });
  });

  test('the audio bar keys move 5 s, stop at the start and the end, and Home and End jump', async ({ page }) => {
    const { player, c, duration, total } = await readyPlayer(page);
    const at = (text: string) => expect(c.seek).toHaveAttribute('aria-valuetext', `${text} sur ${total}`);
    await c.seek.focus();
    await page.keyboard.press('ArrowRight');
    await at('0:05');
    await page.keyboard.press('ArrowRight');
    await at('0:10');
    await page.keyboard.press('ArrowLeft');
    await at('0:05');
    await page.keyboard.press('ArrowLeft');
    await at('0:00');
    // Already at the start: stays there, and nothing moved, so nothing is reported.
    await page.keyboard.press('ArrowLeft');
    await at('0:00');
    expect((await media(player)).currentTime).toBe(0);

    await page.keyboard.press('End');
    await at(total);
    expect((await media(player)).currentTime).toBeCloseTo(duration, 3);
    await page.keyboard.press('ArrowRight');
    await at(total);
    await page.keyboard.press('ArrowLeft');
    await at(clock(duration - 5));
    await page.keyboard.press('Home');
    await at('0:00');

    // The keys work from the play button too; on the volume slider its arrows set the volume instead.
    await c.play.focus();
    await page.keyboard.press('ArrowRight');
    await at('0:05');
    await c.volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(c.volume).toHaveValue('0.95');
    await at('0:05');

    // Positions to the millisecond: the media keeps its own precision.
    const ms = (seconds: unknown) => Math.round(Number(seconds) * 1000) / 1000;
    const seeks = (await events(page)).map((e) => e.detail);
    expect(seeks.map(({ from, to, method }) => [ms(from), ms(to), method])).toEqual([
      [0, 5, 'keyboard'],
      [5, 10, 'keyboard'],
      [10, 5, 'keyboard'],
      [5, 0, 'keyboard'],
      [0, ms(duration), 'keyboard'],
      [ms(duration), ms(duration - 5), 'keyboard'],
      [ms(duration - 5), 0, 'keyboard'],
      [0, 5, 'keyboard'],
    ]);
    expect((await events(page)).every((e) => e.type === 'alex-audio-seek')).toBe(true);
  });

  test('mute toggles, and the volume slider sets the volume', async ({ page }) => {
    const { player, c } = await readyPlayer(page);
    await expect(c.mute).toHaveAttribute('aria-pressed', 'false');
    await c.mute.click();
    await expect(c.mute).toHaveAttribute('aria-pressed', 'true');
    expect((await media(player)).muted).toBe(true);
    await c.mute.press('Enter');
    await expect(c.mute).toHaveAttribute('aria-pressed', 'false');
    expect((await media(player)).muted).toBe(false);

    await c.volume.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await expect(c.volume).toHaveAttribute('aria-valuetext', /^80\s%$/);
    expect((await media(player)).volume).toBeCloseTo(0.8, 5);
  });

  test('reaching the end goes back to the start; play again starts over; events in order', async ({ page }) => {
    const { player, c, duration, total } = await readyPlayer(page);
    await c.seek.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    // Space on the focused play button plays.
    await c.play.focus();
    await page.keyboard.press('Space');
    await expect(c.status).toHaveAttribute('data-status', 'playing');
    await expect(c.status).toHaveAttribute('data-status', 'ended', { timeout: 12_000 });
    await expect(c.replay).toBeVisible();
    await expect(c.seek).toHaveAttribute('aria-valuetext', `0:00 sur ${total}`);
    await expect(c.seek).toHaveValue('0');
    expect((await media(player)).currentTime).toBe(0);
    await expect(player.getByText('Terminé, retour au début')).toBeAttached();

    await c.replay.press('Enter');
    await expect(c.pause).toBeVisible();
    await expect.poll(async () => (await media(player)).currentTime, { timeout: 5000 }).toBeGreaterThan(0.5);
    await c.pause.click();

    const log = await events(page);
    expect(log.map((e) => e.type)).toEqual([
      'alex-audio-seek',
      'alex-audio-seek',
      'alex-audio-play',
      'alex-audio-ended',
      'alex-audio-restart',
      'alex-audio-pause',
    ]);
    expect(log[2]?.detail.at).toBeCloseTo(duration - 5, 3);
    expect(log[3]?.detail).toMatchObject({ duration, language: 'fr' });
    expect(Object.keys(log[4]?.detail ?? {}).sort()).toEqual(['language', 'src']);
  });

  test('dragging the bar seeks once, from where the drag started', async ({ page }) => {
    const { player, c, duration } = await readyPlayer(page);
    const box = await c.seek.boundingBox();
    if (!box) throw new Error('the seek bar has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, y, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, y, { steps: 5 });
    await page.mouse.up();
    const { currentTime } = await media(player);
    expect(currentTime).toBeGreaterThan(duration * 0.4);
    expect(currentTime).toBeLessThan(duration * 0.6);
    const log = await events(page);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ type: 'alex-audio-seek', detail: { method: 'pointer', to: currentTime } });
    expect(log[0]?.detail.from).toBeLessThan(duration * 0.1);
  });

  test('shows the captions of the interview when turned on', async ({ page }) => {
    const { player, c } = await readyPlayer(page);
    const captions = player.locator('[data-captions]');
    await expect(captions).toHaveCount(0);
    await c.captions.click();
    await expect(c.captions).toHaveAttribute('aria-pressed', 'true');
    await c.play.click();
    await expect(captions).toContainText('Alex :', { timeout: 5000 });
    await expect(captions).toContainText('Bonjour Samuel');
    await c.pause.click();
    await c.captions.click();
    await expect(captions).toHaveCount(0);
  });

  test('plays with captions on a partner page of another origin', async ({ page }) => {
    // The captions make the player fetch the gateway's files with CORS; the partner's CSP allows the gateway.
    const player = await mountPlayer(page, { lang: 'en' }, `${E2E.partner}/`);
    const play = player.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeEnabled();
    await player.getByRole('button', { name: 'Captions' }).click();
    await play.click();
    await expect(player.locator('[data-captions]')).toContainText('Alex: Hello Sam', { timeout: 5000 });
    await player.getByRole('button', { name: 'Pause' }).click();
    expect((await events(page)).map((e) => e.type)).toEqual(['alex-audio-play', 'alex-audio-pause']);
  });

  test('a recording that cannot be loaded says so, in the widget language', async ({ page }) => {
    const player = await mountPlayer(page, { lang: 'es', src: '/widgets/interview/missing.mp3' });
    await expect(player.getByRole('alert')).toHaveText(
      'No se ha podido cargar esta grabación. Inténtelo de nuevo más tarde.',
    );
    await expect(player.getByRole('button', { name: 'Reproducir' })).toBeDisabled();
    await expect(player.getByRole('button', { name: 'Subtítulos' })).toHaveCount(0);
  });

  test('fits a 390 px phone and has no serious accessibility violation @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { player } = await readyPlayer(page);
    const overflow = await player.evaluate((host) => {
      const box = host.shadowRoot?.querySelector('fieldset') as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    // Evaluated through the DevTools protocol: the page's strict CSP would block an injected <script>.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (c: unknown) => Promise<{ violations: { id: string; impact: string }[] }> };
        }
      ).axe;
      return (await axe.run(document)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    });
    expect(violations).toEqual([]);
  });
});
