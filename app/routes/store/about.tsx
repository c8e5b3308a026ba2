export default function Page() {
  return <main id="main">about</main>;
}
