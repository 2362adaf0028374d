/** What measureImport.mjs's in-page watcher keeps on the page's window (read back with page.evaluate). */
interface Window {
  __bench: { longest: number; longTasks: number; maxGap: number };
}
