// Sound effects synthesised with Web Audio: no sound files. The AudioContext is made lazily on
// the first effect (which always follows a user gesture) and nothing plays when sound is off.

type Effect = "move" | "reshuffle" | "illegal" | "win";

let context: AudioContext | null = null;
let enabled = true;

export function setSoundEnabled(on: boolean): void {
  enabled = on;
}

function audio(): AudioContext | null {
  if (!enabled) return null;
  if (!context) {
    const Ctor = window.AudioContext;
    if (!Ctor) return null;
    try {
      context = new Ctor();
    } catch {
      return null;
    }
  }
  if (context.state === "suspended") void context.resume();
  return context;
}

function tone(ctx: AudioContext, freq: number, start: number, length: number, type: OscillatorType, peak: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.008);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

function whoosh(ctx: AudioContext, start: number): void {
  const length = 0.45;
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  const noise = ctx.createBufferSource();
  noise.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.Q.value = 0.8;
  filter.frequency.setValueAtTime(400, start);
  filter.frequency.exponentialRampToValueAtTime(2400, start + length * 0.6);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.18, start + length * 0.35);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  noise.connect(filter).connect(gain).connect(ctx.destination);
  noise.start(start);
  noise.stop(start + length);
}

export function play(effect: Effect): void {
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime + 0.01;
  switch (effect) {
    case "move":
      tone(ctx, 1100, t, 0.05, "triangle", 0.12);
      tone(ctx, 600, t + 0.01, 0.06, "sine", 0.08);
      break;
    case "reshuffle":
      whoosh(ctx, t);
      break;
    case "illegal":
      tone(ctx, 110, t, 0.18, "square", 0.05);
      tone(ctx, 92, t + 0.02, 0.18, "sawtooth", 0.03);
      break;
    case "win":
      [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(ctx, f, t + i * 0.11, 0.35, "triangle", 0.14));
      break;
  }
}
