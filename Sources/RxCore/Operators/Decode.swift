import Foundation

extension ObservableType where Element == Data {
    /// Decodes each element into a value of `type` with `decoder`.
    ///
    /// ```swift
    /// responses.decode(type: [Hero].self, decoder: JSONDecoder())
    /// ```
    ///
    /// If decoding fails, the sequence fails with the decoder's error and the source is disposed.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder that reads each element, such as `JSONDecoder`.
    /// - Returns: An observable of the decoded values.
    public func decode<Item: Decodable, Decoder: DataDecoder>(
        type: Item.Type,
        decoder: Decoder
    ) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// A decoder that turns `Data` into a `Decodable` value, such as `JSONDecoder` and
/// `PropertyListDecoder`; what ``ObservableType/decode(type:decoder:)`` takes.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The encoded value.
    /// - Returns: The decoded value.
    /// - Throws: The decoder's error when `data` is not a valid `type`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
