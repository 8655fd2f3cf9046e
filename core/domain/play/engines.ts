import { ENGINE_CODES, type Engine, type EngineCode, type OneShotCode } from './engine';
import { andarBahar } from './andar-bahar';
import { baccarat } from './baccarat';
import { crash } from './crash';
import { dice } from './dice';
import { roulette } from './roulette';
import { slot } from './slot';

export const ENGINES: Readonly<Record<OneShotCode, Engine<unknown, unknown>>> = {
  slot: slot as Engine<unknown, unknown>,
  dice: dice as Engine<unknown, unknown>,
  crash: crash as Engine<unknown, unknown>,
  andar_bahar: andarBahar as Engine<unknown, unknown>,
  roulette: roulette as Engine<unknown, unknown>,
  baccarat: baccarat as Engine<unknown, unknown>,
};

export const isEngineCode = (code: string): code is EngineCode => (ENGINE_CODES as readonly string[]).includes(code);
export const isOneShot = (code: string): code is OneShotCode => Object.hasOwn(ENGINES, code);
