// afterNextPaint: a control's own feedback paints first, what it sets off runs in the task after.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "../../../src/lib/idle";

let frames: FrameRequestCallback[] = [];
/** The browser renders a frame: its rAF callbacks run, then it paints. */
const renderFrame = () => {
  const due = frames;
  frames = [];
  for (const cb of due) cb(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    frames[id - 1] = () => undefined;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterNextPaint", () => {
  it("runs in a task after the next frame, not before it nor inside it", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled(); // no frame yet
    renderFrame();
    expect(task).not.toHaveBeenCalled(); // the frame paints first
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs after the fallback delay where no frame comes (a hidden tab), and only once", () => {
    const task = vi.fn();
    afterNextPaint(task, 100);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    renderFrame();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled", () => {
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    renderFrame();
    cancel();
    vi.advanceTimersByTime(500);
    expect(task).not.toHaveBeenCalled();
  });
});
