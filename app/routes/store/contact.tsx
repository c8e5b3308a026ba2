export default function Page() {
  return <main id="main">contact</main>;
}
