import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../sync-server/src/config';

const base = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789', DATA_DIR: '/tmp/unused-config-test' };

describe('ANALYTICS_SCRIPT_URL', () => {
  it('is off by default and takes an https address (http only on this machine)', () => {
    expect(loadConfig(base).analyticsScriptUrl).toBeUndefined();
    expect(loadConfig({ ...base, ANALYTICS_SCRIPT_URL: 'https://analytics.example/script.js' }).analyticsScriptUrl).toBe(
      'https://analytics.example/script.js',
    );
    expect(loadConfig({ ...base, ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:9/tag.js' }).analyticsScriptUrl).toBe('http://127.0.0.1:9/tag.js');
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['analytics.example/script.js', 'http://analytics.example/script.js', 'javascript:alert(1)', 'ftp://x/y.js']) {
      expect(() => loadConfig({ ...base, ANALYTICS_SCRIPT_URL: value }), value).toThrow(/ANALYTICS_SCRIPT_URL/);
    }
  });
});
