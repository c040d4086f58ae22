/** The point `km` from (lat, lon) along `bearing` degrees from north, on the haversine's sphere. */
export function destination(lat: number, lon: number, bearing: number, km: number) {
  const toRad = Math.PI / 180;
  const angle = km / 6371;
  const [φ1, λ1, θ] = [lat * toRad, lon * toRad, bearing * toRad];
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(angle) + Math.cos(φ1) * Math.sin(angle) * Math.cos(θ));
  const λ2 =
    λ1 +
    Math.atan2(Math.sin(θ) * Math.sin(angle) * Math.cos(φ1), Math.cos(angle) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: φ2 / toRad, lon: λ2 / toRad };
}
