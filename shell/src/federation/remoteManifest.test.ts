import { parseManifest } from './remoteManifest';

describe('remotes.json', () => {
  it('reads the remotes with their entry URLs', () => {
    const manifest = parseManifest({
      remotes: [{ name: 'remote_public', entry: 'http://127.0.0.1:4201/remoteEntry.js' }],
    });
    expect(manifest.remotes).toEqual([{ name: 'remote_public', entry: 'http://127.0.0.1:4201/remoteEntry.js' }]);
  });

  it.each([[{}], [{ remotes: 'x' }], [{ remotes: [{ name: 'a' }] }], [null]])(
    'refuses %j with a clear error',
    (json) => {
      expect(() => parseManifest(json)).toThrow(/remotes/);
    },
  );
});
