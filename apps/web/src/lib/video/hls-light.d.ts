/**
 * hls.js's light build (no subtitles, alternate audio, DRM or CMCD, which our own HLS never has): 120 kB
 * gzip instead of 190. The package ships no types for that entry; they are the full build's.
 */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
