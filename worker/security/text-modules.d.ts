// Vite (build, dev server and vitest alike) imports a file's text with the ?raw suffix.
declare module "*.txt?raw" {
  const text: string;
  export default text;
}
