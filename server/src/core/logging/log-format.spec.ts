import { ConfigError, loadConfig } from '../config/app-config';
import { prettyLine, resolveLogFormat } from './log-format';
import { QuietWiringLogger } from './logging';

describe('log format', () => {
  it('is pretty at a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
  });

  it('writes one readable line: time, level, context, message, then the other fields', () => {
    const time = new Date(2026, 0, 2, 12, 3, 4).getTime();
    const json = JSON.stringify({ level: 30, time, pid: 1, hostname: 'vm', context: 'Kollab', msg: 'ready on http://localhost:3000' });
    expect(prettyLine(json)).toBe('12:03:04 INFO  [Kollab] ready on http://localhost:3000\n');
    const request = JSON.stringify({ level: 40, time, pid: 1, hostname: 'vm', req_id: 7, ms: 12, msg: 'GET /api/x 404 12ms' });
    expect(prettyLine(request)).toBe('12:03:04 WARN  GET /api/x 404 12ms  req_id=7 ms=12\n');
    const failure = JSON.stringify({ level: 50, time, msg: 'boom', err: { type: 'Error', message: 'bad', stack: 'Error: bad\n    at x' } });
    expect(prettyLine(failure)).toBe('12:03:04 ERROR boom\nError: bad\n    at x\n');
    expect(prettyLine('not json')).toBe('not json\n');
  });
});

describe('Nest wiring messages', () => {
  it('go to debug; everything else keeps its level', () => {
    const calls: string[] = [];
    const inner = {
      log: (message: string) => calls.push(`log ${message}`),
      debug: (message: string) => calls.push(`debug ${message}`),
      error: () => undefined,
      warn: () => undefined,
    };
    const logger = new QuietWiringLogger(inner);
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('demo data: 6 users', 'Demo');
    expect(calls).toEqual(['debug Mapped {/api/health, GET} route', 'debug AppModule dependencies initialized', 'log demo data: 6 users']);
  });
});
