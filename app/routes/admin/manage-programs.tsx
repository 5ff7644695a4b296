/** Reached only through the admin layout, which refuses every request until staff sign-in exists. */
export default function Page() {
  return null;
}
