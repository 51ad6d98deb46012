import { describe, expect, it } from 'vitest';
import { healthOf } from './dto';
import { FrameCounter, type Publisher } from './media-server';

describe("an encoder's health", () => {
  it('is its average bitrate, its picture, and the frames its timeline says it dropped', () => {
    const frames = new FrameCounter();
    // 25 fps for two seconds would be 51 frames; every other one came
    for (let dts = 0; dts <= 2000; dts += 80) frames.count({ codec_type: 9, flags: 4, dts });
    const publisher = {
      session: {
        createTime: 10_000,
        inBytes: 500_000,
        videoWidth: 1280,
        videoHeight: 720,
        videoFramerate: 25,
      },
      frames,
    } as unknown as Publisher;
    expect(healthOf(publisher, 14_000)).toEqual({
      bitrateKbps: 1000,
      width: 1280,
      height: 720,
      framerate: 25,
      uptimeSeconds: 4,
      frames: 26,
      droppedFrames: 25,
    });
  });

  it('counts at least a second of uptime, and nothing dropped without a frame rate', () => {
    const publisher = {
      session: { createTime: 10_000, inBytes: 1_000, videoWidth: 0, videoHeight: 0, videoFramerate: 0 },
      frames: new FrameCounter(),
    } as unknown as Publisher;
    expect(healthOf(publisher, 10_000)).toMatchObject({ bitrateKbps: 8, uptimeSeconds: 1, droppedFrames: 0 });
  });
});
