export default function Page() {
  return <main id="main">compare</main>;
}
