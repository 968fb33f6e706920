// The package ships no types; this is the shape its README documents (prom2json's).
declare module 'parse-prometheus-text-format' {
  type Labels = Record<string, string>;
  export type PrometheusSample =
    | { value: string; labels?: Labels }
    | { buckets: Record<string, string>; count: string; sum: string; labels?: Labels }
    | { quantiles: Record<string, string>; count: string; sum: string; labels?: Labels };
  export type PrometheusFamily = { name: string; help: string; type: string; metrics: PrometheusSample[] };
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
