/// A Markdown table, aligned for reading in a terminal and pasteable into README.
struct Table {
    var headers: [String]
    var rows: [[String]] = []

    init(_ headers: String...) {
        self.headers = headers
    }

    mutating func append(_ cells: String...) {
        rows.append(cells)
    }

    func render() -> String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = widths.indices.map { column -> String in
                let cell = column < cells.count ? cells[column] : ""
                return cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// Formats a number with a fixed count of decimals.
func formatted(_ value: Double, decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if decimals == 0 { return String(Int(rounded)) }
    let text = String(rounded)
    let fraction = text.split(separator: ".").dropFirst().first.map(String.init) ?? ""
    return text.split(separator: ".")[0] + "." + fraction.padding(toLength: decimals, withPad: "0", startingAt: 0)
}
