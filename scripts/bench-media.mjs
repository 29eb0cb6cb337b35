// Media benchmark (issue 14): prints, in one run and beside bare baselines,
//  1. the worker's duration + thumbnail time per clip on a generated 1080p H.264 clip
//     (BENCH_CLIP_SECONDS, default 120) against the bare ffprobe + ffmpeg commands on the same clip;
//  2. the web-copy transcode (an MPEG-4 Part 2 clip, BENCH_TRANSCODE_SECONDS, default 30) against bare ffmpeg;
//  3. an upload through the portal with the local driver (BENCH_UPLOAD_MB, default 2048) against curl
//     uploading the same file to a bare stream-to-disk Fastify server, and the gateway's peak RSS growth.
// Clips are generated with ffmpeg at run time. Starts its own processes in a fresh namespace (run
// `npm run build` first) and removes everything afterwards. No assertion: figures only.
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  BENCH_PASSWORD,
  BrowserLikeClient,
  createSignedInStaff,
  benchNamespace,
  envNumber,
  smokeOr,
  printLoadAverageBeforeAndAfter,
  startPortal,
  waitFor,
} from './lib/bench-kit.mjs';

printLoadAverageBeforeAndAfter();

const require = createRequire(import.meta.url);
const { recordAdultBirthDate } = require('@portal/server-kit/testing');
const run = promisify(execFile);
const { createQueue, redisConnection } = require('@portal/server-kit');
const { QUEUES } = require('@portal/contracts');
const { thumbnailArgs, webCopyArgs, commandLine } = require('../apps/media/dist/processing/ffmpeg-args.js');
const { assessProbe } = require('../apps/media/dist/processing/probe.rules.js');
const Fastify = require('fastify');

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe';
const CLIP_SECONDS = envNumber('BENCH_CLIP_SECONDS', 120, 1);
const TRANSCODE_SECONDS = envNumber('BENCH_TRANSCODE_SECONDS', 30, 1);
const UPLOAD_MB = envNumber('BENCH_UPLOAD_MB', 2048, 1);
const RUNS = envNumber('BENCH_RUNS', 3, 1);

const work = await mkdtemp(join(tmpdir(), 'bench-media-'));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const timed = async (fn) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};
const lavfi = (duration) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=1920x1080:rate=30:duration=${duration}`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${duration}`,
];

console.log(`generating clips in ${work} (1080p30, ${CLIP_SECONDS} s H.264; ${TRANSCODE_SECONDS} s MPEG-4 Part 2)...`);
const h264 = join(work, 'h264.mp4');
const mpeg4 = join(work, 'mpeg4.mp4');
await run(FFMPEG, [
  '-hide_banner',
  '-loglevel',
  'error',
  '-y',
  ...lavfi(CLIP_SECONDS),
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-shortest',
  '-movflags',
  '+faststart',
  h264,
]);
await run(FFMPEG, [
  '-hide_banner',
  '-loglevel',
  'error',
  '-y',
  ...lavfi(TRANSCODE_SECONDS),
  '-c:v',
  'mpeg4',
  '-q:v',
  '4',
  '-c:a',
  'mp3',
  '-shortest',
  mpeg4,
]);

// Bare baselines: the same arguments the worker builds, run directly.
async function bareProbeAndThumbnail(clip) {
  const { stdout } = await run(FFPROBE, [
    '-v',
    'error',
    '-show_format',
    '-show_streams',
    '-print_format',
    'json',
    clip,
  ]);
  const probe = JSON.parse(stdout);
  const assessment = assessProbe(probe, { mp4IndexAtEnd: false });
  const [binary, ...args] = commandLine(
    FFMPEG,
    thumbnailArgs(assessment.thumbnailAtSeconds),
    clip,
    join(work, 'bare-thumb.jpg'),
  );
  await run(binary, args);
  return assessment;
}
const bareThumb = [];
for (let index = 0; index < RUNS; index += 1) bareThumb.push(await timed(() => bareProbeAndThumbnail(h264)));
const mpegAssessment = await bareProbeAndThumbnail(mpeg4);
const bareTranscode = await timed(async () => {
  await bareProbeAndThumbnail(mpeg4);
  const [binary, ...args] = commandLine(FFMPEG, webCopyArgs(mpegAssessment.webCopy), mpeg4, join(work, 'bare-web.mp4'));
  await run(binary, args);
});

// The portal: identity, media, its worker and the gateway, local storage in the work directory.
const { infra, namespace, env, destroy } = await benchNamespace({
  STORAGE_DIR: join(work, 'objects'),
  WORKER_CONCURRENCY: '1',
});
const portal = await startPortal({ env, services: ['identity', 'media'], workers: ['media'] });
const redis = redisConnection(infra.redisUrl);
const queue = createQueue(namespace, QUEUES.mediaProcessing, redis);
try {
  const player = new BrowserLikeClient(portal.baseUrl);
  await player.post('/api/auth/signup', {
    email: 'bench@club.test',
    password: BENCH_PASSWORD,
    firstName: 'Bench',
    lastName: 'Player',
    dateOfBirth: '2000-01-01',
  });
  const cookie = `portal_sid=${player.cookie('portal_sid')}`;
  const { id: playerId } = await (await player.get('/api/players/me')).json();
  // The player decides their own media consent only as an adult on file (issue 25; with no date of
  // birth a guardian does): the club's admin records one, then the player grants it. Either refusal
  // stops the bench here, not later as an upload URL that is undefined.
  const admin = await createSignedInStaff(portal.baseUrl, env, {
    email: 'bench.admin@club.test',
    role: 'admin',
    firstName: 'Bench',
    lastName: 'Admin',
    password: BENCH_PASSWORD,
  });
  await recordAdultBirthDate(admin, playerId);
  const consent = await player.post(`/api/players/${playerId}/consents`, { consentType: 'media', granted: true });
  if (!consent.ok) throw new Error(`media consent answered ${consent.status}: ${await consent.text()}`);

  const curlPut = async (url, file, headers = []) => {
    const { stdout } = await run(
      'curl',
      [
        '-sS',
        '-T',
        file,
        '-o',
        '/dev/null',
        '-w',
        '%{http_code} %{speed_upload} %{time_total}',
        '-H',
        'content-type: video/mp4',
        '-H',
        'Expect:',
        ...headers.flatMap((h) => ['-H', h]),
        url,
      ],
      { maxBuffer: 1 << 20 },
    );
    const [code, speed, total] = stdout.trim().split(' ');
    return { code: Number(code), bytesPerSecond: Number(speed), seconds: Number(total) };
  };
  const portalUpload = async (file) => {
    const asked = await player.post('/api/objects/upload');
    if (!asked.ok) throw new Error(`POST /api/objects/upload answered ${asked.status}: ${await asked.text()}`);
    const { uploadURL } = await asked.json();
    const result = await curlPut(`${portal.baseUrl}${uploadURL}`, file, [
      `cookie: ${cookie}`,
      `origin: ${portal.baseUrl}`,
    ]);
    if (result.code !== 200) throw new Error(`portal upload answered ${result.code}`);
    return { uploadURL, ...result };
  };
  const workerJob = async (file, title) => {
    const { uploadURL } = await portalUpload(file);
    const video = await (
      await player.post('/api/videos', { title, eventDate: '2026-11-20', fileUrl: uploadURL })
    ).json();
    await waitFor(
      async () => {
        const found = await queue.getJob(`process-${video.id}`);
        return found && (await found.isCompleted()) ? found : undefined;
      },
      { timeoutMs: 30 * 60_000, intervalMs: 200, what: 'the processing job' },
    );
    const job = await queue.getJob(`process-${video.id}`);
    const done = await (await player.get(`/api/videos/${video.id}`)).json();
    if (done.processing.state !== 'ready')
      throw new Error(`processing ended ${done.processing.state}: ${done.processing.reason}`);
    return job.finishedOn - job.processedOn;
  };

  const workerThumb = [];
  for (let index = 0; index < RUNS; index += 1) workerThumb.push(await workerJob(h264, `bench ${index}`));
  const workerTranscode = await workerJob(mpeg4, 'bench transcode');

  // Uploads: a sparse file of UPLOAD_MB, through the gateway and to a bare Fastify stream-to-disk server.
  const big = join(work, 'upload.bin');
  await writeFile(big, '');
  await truncate(big, UPLOAD_MB * 1024 * 1024);
  const bare = Fastify({ bodyLimit: 1024 });
  bare.addContentTypeParser('*', (_request, _payload, done) => done(null));
  bare.put('/upload', async (request) => {
    await pipeline(request.raw, createWriteStream(join(work, 'bare-upload.bin')));
    return { ok: true };
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareRuns = [];
  for (let index = 0; index < smokeOr(2, 1); index += 1) {
    bareRuns.push(await curlPut(`${bareUrl}/upload`, big));
    await rm(join(work, 'bare-upload.bin'), { force: true });
  }
  await bare.close();
  const bareUpload = bareRuns.sort((a, b) => b.bytesPerSecond - a.bytesPerSecond)[0];

  const gatewayPid = portal.processes.get('gateway').child.pid;
  const rssKb = async () =>
    Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${gatewayPid}/status`, 'utf8'))?.[1] ?? 0);
  const rssBefore = await rssKb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => void rssKb().then((kb) => (rssPeak = Math.max(rssPeak, kb))), 50);
  const portalRuns = [];
  for (let index = 0; index < smokeOr(2, 1); index += 1) portalRuns.push(await portalUpload(big));
  clearInterval(sampler);
  const viaPortal = portalRuns.sort((a, b) => b.bytesPerSecond - a.bytesPerSecond)[0];
  rssPeak = Math.max(rssPeak, await rssKb());
  const stored = await stat(
    join(work, 'objects', namespace, new URL(viaPortal.uploadURL, 'http://x').pathname.replace('/api/objects/', '')),
  );

  const mbps = (bytesPerSecond) => `${(bytesPerSecond / 1024 / 1024).toFixed(0)} MB/s`;
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  console.log('');
  console.log(`probe + thumbnail, ${CLIP_SECONDS} s 1080p H.264 (median of ${RUNS}; target ≤ 1.15×)`);
  console.log(`  bare ffprobe + ffmpeg -ss -i … 640 px JPEG   ${seconds(median(bareThumb))}`);
  console.log(
    `  worker job (probe, index check, thumbnail, store, record)   ${seconds(median(workerThumb))}   ${ratio(median(workerThumb), median(bareThumb))}`,
  );
  console.log(
    `web copy, ${TRANSCODE_SECONDS} s 1080p MPEG-4 Part 2 + MP3 → H.264/AAC faststart (libx264 veryfast crf 23)`,
  );
  console.log(`  bare ffprobe + thumbnail + ffmpeg transcode  ${seconds(bareTranscode)}`);
  console.log(
    `  worker job (the same, plus storage and DB)   ${seconds(workerTranscode)}   ${ratio(workerTranscode, bareTranscode)}`,
  );
  console.log(`upload of ${UPLOAD_MB} MB (curl -T, PUT, same machine; best of 2 each)`);
  console.log(
    `  bare Fastify stream-to-disk               ${mbps(bareUpload.bytesPerSecond)}   ${bareUpload.seconds.toFixed(2)} s`,
  );
  console.log(
    `  portal gateway (signed URL, session, local driver)   ${mbps(viaPortal.bytesPerSecond)}   ${viaPortal.seconds.toFixed(2)} s   ${ratio(viaPortal.bytesPerSecond, bareUpload.bytesPerSecond)} of bare; stored ${(stored.size / 1024 / 1024).toFixed(0)} MB`,
  );
  console.log(
    `  gateway RSS ${(rssBefore / 1024).toFixed(0)} MB → peak ${(rssPeak / 1024).toFixed(0)} MB: growth ${((rssPeak - rssBefore) / 1024).toFixed(1)} MB (target ≤ 100 MB)`,
  );
} finally {
  await queue.close();
  redis.disconnect();
  await portal.stopAll();
  await destroy();
  await rm(work, { recursive: true, force: true });
}
