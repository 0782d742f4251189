export default function LoadingEvents() {
  return (
    <p role="status" className="px-4 py-24 text-center text-lg text-slate-700">
      Loading events...
    </p>
  )
}
