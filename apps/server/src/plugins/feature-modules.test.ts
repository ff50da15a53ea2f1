import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { composeModules, defineModule } from './feature-modules.ts';

declare module './feature-modules.ts' {
  interface AppPieces {
    testClock: () => number;
    testGreeting: string;
  }
}

const clock = defineModule({ name: 'clock', needs: [], gives: ['testClock'], build: () => ({ gives: { testClock: () => 42 } }) });
const greeter = defineModule({
  name: 'greeter',
  needs: ['testClock'],
  gives: ['testGreeting'],
  build: ({ testClock }) => ({ gives: { testGreeting: `hello at ${testClock()}` }, decorations: { greetingRuns: () => 1 } }),
});

describe('composing the feature modules', () => {
  it('builds each module from what the modules above it gave', async () => {
    const app = Fastify();
    const { pieces, routes } = await composeModules(app, {}, [clock, greeter]);
    expect(pieces.testGreeting).toBe('hello at 42');
    expect(routes).toEqual([]);
    expect((app as unknown as { greetingRuns: () => number }).greetingRuns()).toBe(1);
  });

  it('stops at a module listed above what it needs, naming the piece and its giver', async () => {
    await expect(composeModules(Fastify(), {}, [greeter, clock])).rejects.toThrow(
      'Module "greeter" needs "testClock" (given by "clock", listed after it: move that module up), which neither the platform nor a module before it gives',
    );
  });

  it('refuses a piece given twice, or declared and not given', async () => {
    await expect(composeModules(Fastify(), { testClock: () => 1 }, [clock])).rejects.toThrow(
      '"testClock", which the platform gives already',
    );
    const liar = defineModule({
      name: 'liar',
      needs: [],
      gives: ['testClock'],
      build: () => ({ gives: {} as { testClock: () => number } }),
    });
    await expect(composeModules(Fastify(), {}, [liar])).rejects.toThrow('declares it gives "testClock" but its build gave none');
  });
});
