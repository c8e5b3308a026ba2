export default function Page() {
  return <main id="main">warranty</main>;
}
