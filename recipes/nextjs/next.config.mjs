/** @type {import('next').NextConfig} */
export default {
  // The recipe is built offline and alone: no telemetry, and this folder is the root.
  turbopack: { root: import.meta.dirname },
};
