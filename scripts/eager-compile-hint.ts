import type { Plugin } from 'vite';

/** V8's explicit compile hint: on a script's first line, every function in it is compiled eagerly. */
export const EAGER_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the named chunks. Chrome then compiles all their
 * functions in one pass as the file loads, instead of pre-parsing each and compiling it again on
 * the main thread when first called (vite.config.ts says which chunks and why; other browsers
 * read a comment). Added to the finished chunk: the minifier drops comments, and Vite puts its
 * preload map at the very top. So the file's name hashes the code without the comment, which
 * only adds it: a build with and one without the plugin differ by this line, nothing else. The
 * source map gains an empty first line to match.
 */
export function eagerCompileHint(chunks: ReadonlySet<string>): Plugin {
  return {
    name: 'eager-compile-hint',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !chunks.has(file.name) || file.code.startsWith(EAGER_HINT)) continue;
          file.code = `${EAGER_HINT}\n${file.code}`;
          // the source map is already its own asset by now: its lines move down one too
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
