// Built in the public-site issue.
export function Component() {
  return <main>privacy</main>;
}
