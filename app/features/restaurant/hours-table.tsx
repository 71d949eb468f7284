import { longDate } from "#domain/english.ts";
import { formatDayHours, hoursTable } from "#domain/hours.ts";
import { useRestaurantSchedule } from "./use-restaurant-schedule.ts";

export function HoursTable() {
  const { weekly, exceptions } = useRestaurantSchedule();
  return (
    <>
      <table className="w-full text-left">
        <caption className="sr-only">Pique Nique opening hours</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {hoursTable(weekly).map((row) => (
            <tr key={row.day}>
              <th scope="row" className="py-2.5 pr-4 font-medium text-stone-900">
                {row.day}
              </th>
              <td
                className={`py-2.5 text-right ${row.hours === "Closed" ? "text-stone-600" : "font-semibold text-river-800"}`}
              >
                {row.hours}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {exceptions.length > 0 ? (
        <section aria-labelledby="hours-changes" className="mt-5 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 id="hours-changes" className="font-semibold text-stone-900">
            Changes to the usual hours
          </h3>
          <ul className="mt-2 space-y-1.5 text-stone-800">
            {exceptions.map((entry) => (
              <li key={entry.date}>
                <span className="font-medium">{longDate(entry.date)}</span>: {formatDayHours(entry.hours)} ({entry.note}
                )
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
