import { describe, expect, it } from 'vitest';
import { FrameCounter } from '../src/modules/streaming/media-server';

const video = (dts: number, key = false) => ({ codec_type: 9, flags: key ? 3 : 4, dts });

describe('the stream health’s dropped frames', () => {
  it('counts video frames only, and the ones missing from the encoder’s timeline', () => {
    const counter = new FrameCounter();
    // 25 fps for 2 s: frames every 40 ms, with audio and headers between
    for (let i = 0; i < 50; i++) {
      counter.count(video(i * 40, i % 25 === 0));
      counter.count({ codec_type: 8, flags: 1, dts: i * 40 });
    }
    counter.count({ codec_type: 9, flags: 2, dts: 0 }); // the codec header is no frame
    expect(counter.frames).toBe(50);
    expect(counter.dropped(25)).toBe(0);
    // a slow encoder skips 10 frames (400 ms of its timeline)
    for (let i = 60; i < 70; i++) counter.count(video(i * 40));
    expect(counter.frames).toBe(60);
    expect(counter.dropped(25)).toBe(10);
  });

  it('says nothing without a frame rate or a frame', () => {
    expect(new FrameCounter().dropped(25)).toBe(0);
    const counter = new FrameCounter();
    counter.count(video(0, true));
    counter.count(video(400));
    expect(counter.dropped(0)).toBe(0);
  });
});
