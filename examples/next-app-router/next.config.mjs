// @ts-check
/** @type {import('next').NextConfig} */
const config = {
  // The kit ships ESM with "use client" on its React files: nothing to transpile or configure.
  reactStrictMode: true,
};
export default config;
