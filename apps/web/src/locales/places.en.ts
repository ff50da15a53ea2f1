/** English texts of the place choices, filters and datelines (merged into en.ts under `places`). */
export const placesEn = {
  legend: 'Place',
  province: 'Province',
  district: 'District',
  localLevel: 'Local level',
  help: 'Type a name in Nepali or English; a local level fills its district and province.',
  open: 'Show the places',
  anyPlace: 'Anywhere in Nepal',
  noMatch: 'No place has this name',
  loading: 'Loading places…',
  kinds: {
    metropolitan_city: 'Metropolitan city',
    sub_metropolitan_city: 'Sub-metropolitan city',
    municipality: 'Municipality',
    rural_municipality: 'Rural municipality',
  },
  column: 'Place',
  homeDistrict: 'Home district',
  homeDistrictHelp: 'News from this district comes first on your news list.',
  noHomeDistrict: 'None',
  fromDistrict: 'From {{district}}',
  fromDistrictMore: 'All news from {{district}}',
};
