/** A worker's bundled code as a string (widgets/worker-source.ts). */
declare module '*?worker-source' {
  const source: string;
  export default source;
}
