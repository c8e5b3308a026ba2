export default function Page() {
  return <main id="main">offers</main>;
}
