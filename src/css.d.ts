// Side-effect CSS imports are handled by Vite; tell TypeScript they exist.
declare module '*.css';
