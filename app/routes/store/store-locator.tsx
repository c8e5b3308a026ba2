export default function Page() {
  return <main id="main">store-locator</main>;
}
