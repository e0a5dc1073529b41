/**
 * The outdoor temperature series shown beside consumption and used to normalise heat: the provider's one
 * weather area (outdoor_temperatures.area). A provider serving several climates would give each facility its own.
 */
export const TEMPERATURE_AREA = 'Nacka';
