export default function Page() {
  return <main id="main">track-service</main>;
}
